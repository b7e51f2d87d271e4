import { sweepAtWidth } from './axe-sweep';

// Every screen at a laptop's width (the phone's is axe-phone: the two files run side by side).
sweepAtWidth(1280);
