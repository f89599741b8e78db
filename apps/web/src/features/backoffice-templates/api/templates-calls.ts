import type {
  defaultTemplate,
  deleteTemplate,
  deleteTemplates,
  getTemplate,
  listTemplates,
  MailTemplateFilter,
  MailTemplateInput,
  previewTemplate,
  saveTemplate,
  testTemplate,
} from '@sportello/contracts/backoffice/mail-templates.contract';
import { MAIL_TEMPLATES_ROUTES as ROUTES } from '@sportello/contracts/backoffice/mail-templates.routes';
import type { ServiceMailKind } from '@sportello/contracts/backoffice/mail-templates.values';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const templatesQuery = (filter: MailTemplateFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'templates', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listTemplates>(ROUTES.listTemplates, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const templateQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'templates', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getTemplate>(ROUTES.getTemplate, { params: { Id: id }, signal }),
  });

export const defaultTemplateCall = (kind: ServiceMailKind) =>
  apiRequest<typeof defaultTemplate>(ROUTES.defaultTemplate, { params: { Kind: kind } });

export const saveTemplateCall = (body: MailTemplateInput) =>
  apiRequest<typeof saveTemplate>(ROUTES.saveTemplate, { body });

export const deleteTemplateCall = (id: number) =>
  apiRequest<typeof deleteTemplate>(ROUTES.deleteTemplate, { params: { Id: id } });

export const deleteTemplatesCall = (ids: number[]) =>
  apiRequest<typeof deleteTemplates>(ROUTES.deleteTemplates, {
    params: { filter: filterSegment({ Ids: ids }) },
  });

type TryBody = MailTemplateInput & { LanguageId: number };

export const previewTemplateCall = (body: TryBody) =>
  apiRequest<typeof previewTemplate>(ROUTES.previewTemplate, { body });

export const testTemplateCall = (body: TryBody) =>
  apiRequest<typeof testTemplate>(ROUTES.testTemplate, { body });
