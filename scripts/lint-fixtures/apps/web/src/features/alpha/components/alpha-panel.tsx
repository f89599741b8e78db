import { Button } from '@mantine/core'; // allowed
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes'; // allowed
import { useAlpha } from '../hooks/use-alpha'; // allowed
import { AlphaCard } from './alpha-card'; // allowed
import { apiRequest } from '../../../lib/api-client'; // allowed
import { ErrorAlert } from '../../../components/error-alert'; // allowed
import { paths } from '../../../config/paths'; // allowed
import { renderWithProviders } from '../../../testing/render'; // allowed
import { useBeta } from '../../beta/hooks/use-beta'; // restricted: a feature never imports another feature
import { BetaList } from '../../beta/components/beta-list'; // restricted: a feature never imports another feature
import { betaCalls } from '../../../features/beta/api/beta-calls'; // restricted: a feature never imports another feature
import { router } from '../../../app/router'; // restricted: a feature never imports another feature or the app
import type { AppError } from '@sportello/server/src/core/app-error'; // restricted: web never imports the server

export type Unused = AppError;
export const panel = [Button, LOGIN_ROUTES, useAlpha, AlphaCard, apiRequest, ErrorAlert, paths];
export const more = [renderWithProviders, useBeta, BetaList, betaCalls, router];
