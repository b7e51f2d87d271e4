import { sweepAtWidth } from './axe-sweep';

// Every screen at a phone's width (the laptop's is axe-laptop: the two files run side by side).
sweepAtWidth(375);
