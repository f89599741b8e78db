import { pgTable, text } from 'drizzle-orm/pg-core'; // allowed
import { companies } from '../companies/companies.tables'; // allowed
import { beta } from '../beta/beta.tables'; // allowed
import { findBeta } from '../beta/beta.repository'; // restricted: tables import only other tables
import { findAlpha } from './alpha.repository'; // restricted: tables import only other tables

export const tables = [pgTable, text, companies, beta, findBeta, findAlpha];
