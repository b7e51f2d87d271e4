import { sweepPart } from './axe-sweep';

// Every other screen, at a phone's and a laptop's width (the rest are axe-part-2: the two files run side by side).
sweepPart(1, 2);
