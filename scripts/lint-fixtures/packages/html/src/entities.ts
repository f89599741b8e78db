import { html } from './html'; // allowed
import { z } from 'zod'; // restricted: html imports nothing

export const entities = [html, z];
