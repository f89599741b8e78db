import { BackofficeApp } from '../../features/backoffice/components/backoffice-layout';

/** The back office, loaded as its own bundle: customers never download it. */
export function BackofficeRoute() {
  return <BackofficeApp />;
}
