/**
 * The landing page's proof: a brief as a founder writes it, what Brandcast's built-in writer wrote from it (one
 * Generate of each, unedited: api/test/engine/landing-example.test.ts checks the words), and pictures of the app at
 * work, taken from the e2e journey of a new user on that same brief (`npm run shots:landing` in e2e/).
 */
import { EXAMPLE_BRIEF, EXAMPLE_WRITTEN, PROJECT_DETAIL_LABELS, type ProjectDetailField } from '@brandcast/shared';

const SHOWN: ProjectDetailField[] = [
  'whatYouSell',
  'whoYouSellTo',
  'problemYouSolve',
  'uniqueValue',
  'priceRange',
  'location',
];

/**
 * Each picture as taken at a desktop's width and at a phone's (host/public/landing/<file>.jpg and <file>-phone.jpg),
 * with its size, so the page does not move when it arrives.
 */
export const SHOTS = [
  {
    file: 'copy',
    size: { desktop: [932, 501], phone: [358, 721] },
    alt: 'The copy generator: a LinkedIn post for Pawsh Parlour, its editor beside a preview of the post as LinkedIn shows it',
    caption: 'Copy for each platform, within its limits, beside a preview of how it will look.',
  },
  {
    file: 'score',
    size: { desktop: [932, 401], phone: [358, 561] },
    alt: 'A tagline’s score: clarity, impact, memorability and overall dials, each part explained below',
    caption: 'A score that says why: every point of clarity, impact and memorability explained.',
  },
  {
    file: 'prompter',
    size: { desktop: [932, 461], phone: [358, 461] },
    alt: 'The teleprompter: a script in large type on a dark stage, the current line marked',
    caption: 'A teleprompter to rehearse and record the video script.',
  },
] as const;

function Post({ platform, text }: { platform: string; text: string }) {
  return (
    <figure className="bc-post">
      <figcaption>{platform}</figcaption>
      {text.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </figure>
  );
}

export function LandingExample() {
  return (
    <>
      <section className="bc-example" aria-labelledby="bc-example-title">
        <h2 id="bc-example-title">From one brief to taglines and posts</h2>
        <p className="bc-example-lead">
          A dog-grooming salon described once, and what Brandcast’s built-in writer wrote from it: one Generate of each,
          unedited.
        </p>
        <div className="bc-grid bc-example-grid">
          <section className="bc-card" aria-labelledby="bc-brief-title">
            <h3 id="bc-brief-title" className="bc-card-title">
              The brief: {EXAMPLE_BRIEF.businessName}
            </h3>
            <dl className="bc-card-body bc-brief">
              {SHOWN.map((field) => (
                <div key={field}>
                  <dt>{PROJECT_DETAIL_LABELS[field]}</dt>
                  <dd>{EXAMPLE_BRIEF[field]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="bc-card" aria-labelledby="bc-written-title">
            <h3 id="bc-written-title" className="bc-card-title">
              What Brandcast wrote
            </h3>
            <div className="bc-card-body">
              <h4>Taglines</h4>
              <ul className="bc-lines">
                {EXAMPLE_WRITTEN.taglines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h4>Value proposition</h4>
              <p>{EXAMPLE_WRITTEN.valueProposition}</p>
              <Post platform="Post for X" text={EXAMPLE_WRITTEN.posts.twitter} />
              <Post platform="Post for LinkedIn" text={EXAMPLE_WRITTEN.posts.linkedin} />
            </div>
          </section>
        </div>
      </section>
      <section className="bc-shots" aria-labelledby="bc-shots-title">
        <h2 id="bc-shots-title">Brandcast at work</h2>
        {SHOTS.map((shot) => (
          <figure key={shot.file} className="bc-shot">
            <picture>
              <source
                media="(max-width: 600px)"
                srcSet={`/landing/${shot.file}-phone.jpg`}
                width={shot.size.phone[0]}
                height={shot.size.phone[1]}
              />
              <img
                src={`/landing/${shot.file}.jpg`}
                alt={shot.alt}
                width={shot.size.desktop[0]}
                height={shot.size.desktop[1]}
                loading="lazy"
                decoding="async"
              />
            </picture>
            <figcaption>{shot.caption}</figcaption>
          </figure>
        ))}
      </section>
    </>
  );
}
