import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { NAV_PANELS, visiblePanels } from './nav-items';

const linksOf = (companyAdmin: boolean, granted = () => true) =>
  visiblePanels(NAV_PANELS, granted, companyAdmin).flatMap((panel) => panel.links.map((link) => link.to));

describe('the side menu’s company administrators’ links', () => {
  it('shows the IBAN page to a company administrator granted its area, to nobody else', () => {
    expect(linksOf(true)).toContain(paths.account.iban);
    expect(linksOf(false)).not.toContain(paths.account.iban);
    expect(linksOf(true, () => false)).not.toContain(paths.account.iban);
  });
});
