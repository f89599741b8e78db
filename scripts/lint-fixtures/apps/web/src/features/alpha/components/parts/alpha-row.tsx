import { AlphaPanel } from '../alpha-panel'; // allowed
import { useAlpha } from '../../hooks/use-alpha'; // allowed
import { apiRequest } from '../../../../lib/api-client'; // allowed
import { useBeta } from '../../../beta/hooks/use-beta'; // restricted: a feature never imports another feature
import { routes } from '../../../../app/routes'; // restricted: a feature never imports another feature or the app

export const row = [AlphaPanel, useAlpha, apiRequest, useBeta, routes];
