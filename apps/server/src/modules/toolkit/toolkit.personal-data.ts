import { eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { toolkitVisits } from './toolkit.tables';

/**
 * What the toolkit keeps of a user: when they last looked at it. Downloads are counted per company,
 * not per person, so no download is theirs.
 */
export const TOOLKIT_PART: PersonalDataPart = {
  file: 'toolkit',
  title: { it: 'Toolkit', en: 'Toolkit' },
  async read(tx, userId) {
    const [visit] = await tx.select().from(toolkitVisits).where(eq(toolkitVisits.userId, userId));
    return { LastVisitAt: visit?.lastVisitAt.toISOString() ?? null };
  },
};
