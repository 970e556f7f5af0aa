/**
 * motion's DOM animation features (animations, exit, variants; no layout animations), in a module of its own
 * so it is loaded with a dynamic import by `LazyMotion` (overlay-app.tsx) and stays out of the first bundle.
 */
import { domAnimation } from 'motion/react';

export default domAnimation;
