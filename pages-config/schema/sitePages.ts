import { z } from 'zod';

/** A text of the settlement's content files, by key (e.g. "LocKey_Faq_Question1"). */
const contentKey = z.string().min(1);
const paragraphs = z.array(contentKey).describe('Content keys of the paragraphs, in order.');

const keyDate = z
  .strictObject({
    label: contentKey.describe('Content key of what happens on this date, e.g. "Claim filing deadline".'),
    deadline: z
      .enum([
        'globalDeadline',
        'claimFilingDeadline',
        'automotiveFilingDeadline',
        'lookupFilingDeadline',
        'documentsUploadFilingDeadline',
      ])
      .optional()
      .describe('Show this deadline of "deadlines", formatted in the claimant\'s language. Give this or "date".'),
    date: contentKey
      .optional()
      .describe('Content key of a date written out, for dates that are not deadlines (e.g. the hearing).'),
    note: contentKey.optional().describe('Content key of a line under the date.'),
  })
  .refine((entry) => (entry.deadline === undefined) !== (entry.date === undefined), {
    message: 'give either "deadline" or "date", not both',
  });

const document = z.strictObject({
  title: contentKey.describe('Content key of the document title.'),
  description: contentKey.optional().describe('Content key of one line about the document.'),
  href: z
    .string()
    .min(1)
    .describe('Path or URL of the file, e.g. "/app/dist/documents/long-form-notice.pdf" (files in app/public/).'),
});

const question = z.strictObject({
  question: contentKey.describe('Content key of the question.'),
  answer: paragraphs.min(1).describe('Content keys of the answer paragraphs.'),
});

const title = contentKey.describe('Content key of the page title (its h1 and tab title).');

const textPage = z.strictObject({
  title,
  paragraphs: paragraphs.min(1),
});

/**
 * The settlement website's own pages (spec §2 site links), served by Claimkit at the base URL so
 * that no link of the header, menu or footer is dead: /dates, /documents, /faq, /contact,
 * /privacy and /coa. /claim/status leads to the Lookup form. Every text is a content key.
 */
export const sitePagesSchema = z
  .strictObject({
    keyDates: z
      .strictObject({
        title,
        intro: paragraphs.optional(),
        dates: z.array(keyDate).min(1).describe('The dates, in the order shown.'),
      })
      .optional()
      .describe('/dates: the key dates of the case, deadlines included.'),
    documents: z
      .strictObject({
        title,
        intro: paragraphs.optional(),
        documents: z.array(document).min(1).describe('The documents, in the order listed.'),
      })
      .optional()
      .describe('/documents: the court documents claimants may read.'),
    faq: z
      .strictObject({
        title,
        intro: paragraphs.optional(),
        questions: z.array(question).min(1).describe('The questions, in the order shown.'),
      })
      .optional()
      .describe('/faq: questions and answers.'),
    contact: z
      .strictObject({ title, intro: paragraphs.optional() })
      .optional()
      .describe("/contact: the claims administrator's phone, email and mailing address, after an introduction."),
    privacy: textPage.optional().describe('/privacy: the privacy policy (unless privacyPolicyUrl points elsewhere).'),
    changeOfAddress: textPage.optional().describe('/coa: how to change the address the administrator has on file.'),
  })
  .describe(
    "The settlement website's pages served at the base URL: key dates, documents, FAQ, contact, privacy, change of address.",
  );

export type SitePages = z.infer<typeof sitePagesSchema>;

/** Every content key the site pages name, with its JSON pointer under the settlement file. */
export function* sitePageContentKeys(
  pages: SitePages,
  base = '/sitePages',
): Generator<{ key: string; pointer: string }> {
  const keysOf = function* (list: readonly string[] | undefined, at: string) {
    for (const [index, key] of (list ?? []).entries()) yield { key, pointer: `${at}/${index}` };
  };
  for (const name of ['keyDates', 'documents', 'faq', 'contact', 'privacy', 'changeOfAddress'] as const) {
    const page = pages[name];
    if (page) yield { key: page.title, pointer: `${base}/${name}/title` };
  }
  yield* keysOf(pages.keyDates?.intro, `${base}/keyDates/intro`);
  for (const [index, entry] of (pages.keyDates?.dates ?? []).entries()) {
    const at = `${base}/keyDates/dates/${index}`;
    yield { key: entry.label, pointer: `${at}/label` };
    if (entry.date) yield { key: entry.date, pointer: `${at}/date` };
    if (entry.note) yield { key: entry.note, pointer: `${at}/note` };
  }
  yield* keysOf(pages.documents?.intro, `${base}/documents/intro`);
  for (const [index, entry] of (pages.documents?.documents ?? []).entries()) {
    const at = `${base}/documents/documents/${index}`;
    yield { key: entry.title, pointer: `${at}/title` };
    if (entry.description) yield { key: entry.description, pointer: `${at}/description` };
  }
  yield* keysOf(pages.faq?.intro, `${base}/faq/intro`);
  for (const [index, entry] of (pages.faq?.questions ?? []).entries()) {
    const at = `${base}/faq/questions/${index}`;
    yield { key: entry.question, pointer: `${at}/question` };
    yield* keysOf(entry.answer, `${at}/answer`);
  }
  yield* keysOf(pages.contact?.intro, `${base}/contact/intro`);
  yield* keysOf(pages.privacy?.paragraphs, `${base}/privacy/paragraphs`);
  yield* keysOf(pages.changeOfAddress?.paragraphs, `${base}/changeOfAddress/paragraphs`);
}
