import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { DataSummary } from '#design-system/DataSummary/DataSummary.tsx';
import { Disclosure } from '#design-system/Disclosure/Disclosure.tsx';
import { DocumentList } from '#design-system/DocumentList/DocumentList.tsx';
import { telHref } from '#design-system/Footer/Footer.tsx';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import type { SitePages } from '#pages-config/schema/sitePages.ts';
import { usePublicCall } from '../../api/usePublicCall.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import { SitePage } from './SitePage.tsx';

type PageOf<Name extends keyof SitePages> = NonNullable<SitePages[Name]>;
type KeyDate = PageOf<'keyDates'>['dates'][number];

/** /dates: each key date, deadlines formatted from the settlement's deadlines in the claimant's language. */
export function KeyDatesPage({ page, caseName }: { page: PageOf<'keyDates'>; caseName: string }) {
  const t = useText();
  const culture = useAppSelector(selectActiveCulture);
  const { data: deadlines } = usePublicCall({ call: 'getDeadlines' });
  // The server writes each deadline in the settlement's time zone, per culture (spec §9 long date).
  const longDateOf = (deadline: NonNullable<KeyDate['deadline']>) =>
    culture ? deadlines?.[deadline].texts[culture]?.longDate : undefined;
  const dateOf = (entry: KeyDate): string =>
    entry.date ? t(entry.date) : entry.deadline ? (longDateOf(entry.deadline) ?? '') : '';
  return (
    <SitePage title={page.title} intro={page.intro}>
      <DataSummary
        sections={[
          {
            id: 'key-dates',
            title: caseName,
            rows: page.dates.map((entry) => ({
              label: t(entry.label),
              value: entry.note ? (
                <>
                  {dateOf(entry)}
                  <br />
                  {t(entry.note)}
                </>
              ) : (
                dateOf(entry)
              ),
            })),
          },
        ]}
      />
    </SitePage>
  );
}

/** /documents: the court documents, each opening in a new tab. */
export function DocumentsPage({ page }: { page: PageOf<'documents'> }) {
  const t = useText();
  return (
    <SitePage title={page.title} intro={page.intro}>
      <DocumentList
        newTabHint={t('LocKey_Shared_OpensInNewTab')}
        documents={page.documents.map((document) => ({
          title: t(document.title),
          description: document.description ? t(document.description) : undefined,
          href: document.href,
        }))}
      />
    </SitePage>
  );
}

/** /faq: each question opens its answer. */
export function FaqPage({ page }: { page: PageOf<'faq'> }) {
  const t = useText();
  return (
    <SitePage title={page.title} intro={page.intro}>
      {page.questions.map((entry) => (
        <Disclosure key={entry.question} summary={t(entry.question)}>
          <CopyBlock paragraphs={entry.answer.map((key) => t(key))} />
        </Disclosure>
      ))}
    </SitePage>
  );
}

/** /contact: how to reach the claims administrator, from the settlement file. */
export function ContactPage({
  page,
  administrator,
}: {
  page: PageOf<'contact'>;
  administrator: SettlementResponse['claimsAdministrator'];
}) {
  const t = useText();
  return (
    <SitePage title={page.title} intro={page.intro}>
      <DataSummary
        sections={[
          {
            id: 'contact',
            title: administrator.name,
            rows: [
              {
                label: t('LocKey_Site_Contact_Phone'),
                value: <a href={telHref(administrator.phone)}>{administrator.phone}</a>,
              },
              {
                label: t('LocKey_Site_Contact_Email'),
                value: <a href={`mailto:${administrator.email}`}>{administrator.email}</a>,
              },
              {
                label: t('LocKey_Site_Contact_Mail'),
                value: administrator.mailingAddress.map((line, index) => (
                  <span key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                )),
              },
            ],
          },
        ]}
      />
    </SitePage>
  );
}

/** /privacy and /coa: a title and paragraphs. */
export function TextSitePage({ page }: { page: PageOf<'privacy'> }) {
  return <SitePage title={page.title} intro={page.paragraphs} />;
}
