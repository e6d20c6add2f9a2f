import { start } from './app/router';

start();
