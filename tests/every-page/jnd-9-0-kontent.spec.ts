import { everyPageIn } from './everyPage.ts';

everyPageIn('jnd-9-0-kontent');
