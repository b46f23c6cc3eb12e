import { afterAll } from 'vitest';
import { disconnectChromium } from './browser';

afterAll(disconnectChromium);
