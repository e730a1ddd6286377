import { everyPageIn } from './everyPage.ts';

everyPageIn('ftc-7-0-default');
