import { i18n } from '../lib/i18n'; // allowed
import { AlphaPanel } from '../features/alpha/components/alpha-panel'; // restricted: shared code (components, lib, config) never imports features or app
import { routes } from '../app/routes'; // restricted: shared code (components, lib, config) never imports features or app
import { buildApp } from '@sportello/server/src/app'; // restricted: web never imports the server

export const card = [i18n, AlphaPanel, routes, buildApp];
