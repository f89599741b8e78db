import { MAIL_ACCESS } from '@sportello/contracts/app/mail-outbox.values';
import type { Module } from '../../module-deps';
import { mailRoutes } from './mail.routes';

export const mailModule: Module = {
  name: 'mail',
  access: [MAIL_ACCESS],
  register: (app) => mailRoutes(app),
};
