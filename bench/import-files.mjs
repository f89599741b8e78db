// The CSV files the import benchmarks send: as the export writes them (header, quoted cells,
// semicolons, CRLF, UTF-8 with a byte-order mark).

/** An Italian VAT code from ten digits: the check digit of the partita IVA. */
function vatCode(first10) {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

const companyCode = (i) => vatCode(`7${String(i).padStart(9, '0')}`);
const quoted = (cells) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(';');
const utf8File = (lines) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

/**
 * `rows` valid companies, every tenth after the first hundred under one of the first hundred (named
 * earlier in the file). Another `edition` names every company differently: an import of it changes
 * every row.
 */
export function companiesFile(rows, edition = '') {
  const header =
    'VatCode;VatCodeType;FiscalCode;Name;CompanyType;Products;GroupCodes;ParentVatCodes;AccessLocal;ForceTsid;Enabled';
  const code = companyCode;
  const lines = [header];
  for (let i = 1; i <= rows; i++) {
    const parent = i > 100 && i % 10 === 0 ? code(1 + (i % 100)) : '';
    const cells = [
      code(i),
      1,
      code(i),
      `Azienda Importata ${i}${edition} S.r.l.`,
      1 + (i % 3),
      i % 4 === 0 ? 'portal,payroll' : 'portal',
      'NORD',
      parent,
      i % 10 !== 0,
      false,
      true,
    ];
    lines.push(quoted(cells));
  }
  return utf8File(lines);
}

/** One user per company of `companiesFile`, in the users export's columns; another `edition` changes every row. */
export function usersFile(rows, edition = '') {
  const lines = ['UserName;FirstName;LastName;Email;PhoneNumber;LanguageId;CompanyVatCode;Role'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      quoted([
        `utente.${i}`,
        `Anna${edition}`,
        `Importata ${String.fromCharCode(65 + (i % 26))}`,
        `utente.${i}@example.com`,
        `0212 ${String(100000 + i)}`,
        1 + (i % 2),
        companyCode(i),
        i % 10 === 0 ? 'company_admin' : 'user',
      ]),
    );
  return utf8File(lines);
}
