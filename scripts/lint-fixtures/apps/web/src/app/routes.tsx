import { AlphaPanel } from '../features/alpha/components/alpha-panel'; // allowed
import { BetaList } from '../features/beta/components/beta-list'; // allowed
import { ErrorAlert } from '../components/error-alert'; // allowed

export const routes = [AlphaPanel, BetaList, ErrorAlert];
