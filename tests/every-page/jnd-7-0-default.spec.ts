import { everyPageIn } from './everyPage.ts';

everyPageIn('jnd-7-0-default');
