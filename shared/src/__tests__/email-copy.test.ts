import { emailParts } from '../email-copy';

const written =
  'Subject: Northwind Coffee. Roasted the day it ships\n\nPreview: Made for home baristas.\n\nHi there,\n\nSingle-origin beans.\n\nBest,\nThe Northwind Coffee team';

describe('emailParts', () => {
  it('reads the subject and preview lines apart from the email itself', () => {
    expect(emailParts(written)).toEqual({
      subject: 'Northwind Coffee. Roasted the day it ships',
      preheader: 'Made for home baristas.',
      body: 'Hi there,\n\nSingle-origin beans.\n\nBest,\nThe Northwind Coffee team',
    });
  });

  it('takes the lines in either order, and a text without them is all email', () => {
    expect(emailParts('Preview: Soon.\nSubject: News\nHello')).toEqual({
      subject: 'News',
      preheader: 'Soon.',
      body: 'Hello',
    });
    expect(emailParts('Hello,\nSubject: not a header here')).toEqual({
      subject: null,
      preheader: null,
      body: 'Hello,\nSubject: not a header here',
    });
  });

  it('stops at a second subject line: it belongs to the email', () => {
    expect(emailParts('Subject: One\nSubject: Two\nHi')).toEqual({
      subject: 'One',
      preheader: null,
      body: 'Subject: Two\nHi',
    });
  });
});
