import { AlphaPanel } from './components/alpha-panel'; // allowed
import { apiRequest } from '../../lib/api-client'; // allowed
import { useBeta } from '../beta/hooks/use-beta'; // restricted: a feature never imports another feature
import { router } from '../../app/router'; // restricted: a feature never imports another feature or the app
import { betaCalls } from '../../features/beta/api/beta-calls'; // restricted: a feature never imports another feature

export const entry = [AlphaPanel, apiRequest, useBeta, router, betaCalls];
