import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataSummary } from '#design-system/DataSummary/DataSummary.tsx';

const meta = {
  title: 'Design system/DataSummary',
  component: DataSummary,
  args: {
    header: 'Check your answers',
    sections: [
      {
        id: 'claimant',
        title: 'About you',
        edit: { label: 'Edit', href: '/standard/claimant-info' },
        rows: [
          { label: 'Name', value: 'Alex Q Sample' },
          { label: 'Mailing address', value: '100 Main St, Springfield, IL 62701, United States' },
          { label: 'Email address', value: 'alex.sample@example.com' },
          { label: 'Phone number', value: '(555) 555-0123' },
        ],
      },
      {
        id: 'payment',
        title: 'Payment',
        edit: { label: 'Edit', href: '/standard/payment-election' },
        rows: [{ label: 'How you will be paid', value: 'Paper check by mail' }],
      },
    ],
  },
} satisfies Meta<typeof DataSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {};
export const WithoutHeader: Story = { args: { header: undefined } };
export const WithoutEditLinks: Story = {
  args: {
    header: 'Your claim',
    sections: [
      {
        id: 'claim',
        title: 'Claim',
        rows: [
          { label: 'Reference code', value: 'NWM-7Q2K9D4F' },
          { label: 'Filed on', value: '11/22/2026' },
          { label: 'Status', value: 'Under review' },
        ],
      },
    ],
  },
};
export const LongValues: Story = {
  args: {
    header: undefined,
    sections: [
      {
        id: 'description',
        title: 'Claim details',
        edit: { label: 'Edit', href: '/standard/claim-details' },
        rows: [
          { label: 'Hours lost', value: '3.5' },
          {
            label: 'Description',
            value:
              'I froze my credit with the three bureaus, replaced my debit card, changed the passwords of all my online accounts and spent an afternoon on the phone with my bank about a charge I did not make.',
          },
          {
            label: 'Email address',
            value: 'a.very.long.email.address.for.testing.wrapping@northwindsettlement.example',
          },
        ],
      },
    ],
  },
};

/** A step whose records (the vehicles of an Automotive claim) are each a card of its own. */
export const WithRecordCards: Story = {
  args: {
    header: undefined,
    sections: [
      {
        id: 'vehicles',
        title: 'Your vehicles',
        edit: { label: 'Edit', href: '/automotive/claim-details' },
        rows: [],
        cards: [
          {
            id: 'v1',
            title: 'Vehicle 1 (2020 Aurora)',
            rows: [
              { label: 'VIN', value: '5NWCA4EB9LA557201' },
              { label: 'Purchase or lease date', value: 'March 15, 2020' },
              { label: 'Owned or leased', value: 'Owned' },
              { label: 'Repair cost', value: '$450.00' },
            ],
          },
          {
            id: 'v2',
            title: 'Vehicle 2 (2021 Cascade)',
            rows: [
              { label: 'VIN', value: '5NWAU2FC1MB884410' },
              { label: 'Purchase or lease date', value: 'January 10, 2021' },
              { label: 'Owned or leased', value: 'Leased' },
              { label: 'Repair cost', value: '$1,250.50' },
            ],
          },
        ],
      },
    ],
  },
};
