import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentList } from '#design-system/DocumentList/DocumentList.tsx';

afterEach(cleanup);

describe('DocumentList', () => {
  it('links each document in a new tab, saying so, with its description', () => {
    render(
      <DocumentList
        newTabHint="opens in a new tab"
        documents={[
          { title: 'Long Form Notice', description: 'Your rights.', href: '/docs/notice.pdf' },
          { title: 'Settlement Agreement', href: '/docs/agreement.pdf' },
        ]}
      />,
    );
    const notice = screen.getByRole('link', { name: 'Long Form Notice (opens in a new tab)' });
    expect(notice).toHaveAttribute('href', '/docs/notice.pdf');
    expect(notice).toHaveAttribute('target', '_blank');
    expect(notice).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Your rights.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
