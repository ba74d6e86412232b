/**
 * The public pages (landing, pricing, terms, privacy) without antd: pre-rendered to HTML at build time
 * (prerender.tsx) so they are read with no JavaScript, and rendered by the app for a visit that is already in it.
 * Their look is public-pages.css, which copies the antd theme's tokens (violet primary, the same type and spacing).
 */
import type { ComponentType, ReactNode } from 'react';
import {
  CREDIT_ACTION_LABELS,
  CREDIT_COSTS,
  FEATURE_LABELS,
  PLANS,
  PLAN_IDS,
  PLATFORMS,
  PLATFORM_LABELS,
  count,
  featuresAddedBy,
  formatMoney,
  paths,
  registerForPlanPath,
  yearlySaving,
  type CreditAction,
  type Plan,
  type PlanId,
  type PlanInterval,
} from '@brandcast/shared';
import { LandingExample } from './landing-example';

/** A link to another page: a plain <a> in the pre-rendered HTML, the router's link inside the app. */
export type PageLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;
export const PlainLink: PageLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

const steps = [
  {
    title: 'Describe your business once',
    text: 'What you sell, who you sell to, the problem you solve and what makes you different: a brand project holds it all.',
  },
  {
    title: 'Find the message that works',
    text: 'Write or generate taglines and value propositions, see how clear, impactful and memorable each one is, and test them.',
  },
  {
    title: 'Publish everywhere',
    text: `Turn a message into copy for ${PLATFORMS.map((p) => PLATFORM_LABELS[p]).join(', ')}, each within its limits.`,
  },
];

export function LandingPage({ Link = PlainLink }: { Link?: PageLink }) {
  return (
    <div className="bc-page bc-landing">
      <section className="bc-hero">
        <h1>Turn your business into messages that sell</h1>
        <p className="bc-lead">
          Brandcast is for founders and marketers: describe your business once, and get brand messages you can measure
          and copy for every platform you publish on.
        </p>
        <div className="bc-actions">
          <Link to={paths.register} className="bc-button bc-primary bc-large">
            Get Started
          </Link>
          <Link to={paths.pricing} className="bc-button bc-large">
            See pricing
          </Link>
        </div>
      </section>
      <div className="bc-grid bc-steps">
        {steps.map((step) => (
          <section key={step.title} className="bc-card">
            <h2 className="bc-card-title">{step.title}</h2>
            <div className="bc-card-body">
              <p>{step.text}</p>
            </div>
          </section>
        ))}
      </div>
      <LandingExample />
      <footer className="bc-footer">
        <Link to={paths.pricing}>Pricing</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.terms}>Terms</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.privacy}>Privacy</Link>
      </footer>
    </div>
  );
}

const limit = (value: number | null, one: string, other: string) =>
  value === null ? `Unlimited ${other}` : count(value, one, other);

const list = (words: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(words);

/** What a plan unlocks, said against the plan before it: "Everything in Free, plus analytics and team collaboration". */
function unlocks(plan: PlanId): string {
  const added = featuresAddedBy(plan).map((feature) => FEATURE_LABELS[feature]);
  const before = PLAN_IDS[PLAN_IDS.indexOf(plan) - 1];
  if (!before) return list(added).replace(/^./, (first) => first.toUpperCase());
  return added.length > 0
    ? `Everything in ${PLANS[before].name}, plus ${list(added)}`
    : `Everything in ${PLANS[before].name}, with more room`;
}

/** Where a plan's button leads: registration and then billing with the plan chosen (signed in: billing itself). */
export type ChoosePlan = (plan: PlanId, interval: PlanInterval) => string;

function PlanCard({ plan, Link, choose }: { plan: Plan; Link: PageLink; choose: ChoosePlan }) {
  const button = `bc-button bc-block${plan.recommended ? ' bc-primary' : ''}`;
  return (
    <section className={`bc-card${plan.recommended ? ' bc-recommended' : ''}`}>
      <div className="bc-card-title">
        <h2>{plan.name}</h2>
        {plan.recommended ? <span className="bc-tag">Recommended</span> : null}
      </div>
      <div className="bc-card-body">
        <p className="bc-price">
          {plan.monthlyPrice === 0 ? (
            <span>Free</span>
          ) : (
            <>
              <span className="bc-monthly">
                {formatMoney(plan.monthlyPrice)}
                <small> / month</small>
              </span>
              <span className="bc-yearly">
                {formatMoney(plan.yearlyPrice)}
                <small> / year</small>
                {yearlySaving(plan.id) > 0 ? (
                  <small className="bc-saving">{` · save ${formatMoney(yearlySaving(plan.id))}`}</small>
                ) : null}
              </span>
            </>
          )}
        </p>
        <p className="bc-unlocks">{unlocks(plan.id)}</p>
        <ul>
          {[
            `${count(plan.monthlyCredits, 'credit')} a month`,
            limit(plan.maxProjects, 'project', 'projects'),
            limit(plan.teamMembers, 'team member', 'team members'),
            plan.rollover ? 'Unused credits roll over' : 'Credits reset each month',
          ].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {plan.monthlyPrice === 0 ? (
          <Link to={paths.register} className={button}>
            Start free
          </Link>
        ) : (
          // One link per billing period, shown with its prices by the same CSS switch (no script on this page).
          <>
            <Link to={choose(plan.id, 'monthly')} className={`${button} bc-monthly`}>
              {`Choose ${plan.name}`}
            </Link>
            <Link to={choose(plan.id, 'yearly')} className={`${button} bc-yearly`}>
              {`Choose ${plan.name} yearly`}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

/** The billing period is two radio buttons; the CSS shows the prices of the checked one (no script needed). */
export function PricingPage({
  Link = PlainLink,
  choose = registerForPlanPath,
}: {
  Link?: PageLink;
  choose?: ChoosePlan;
}) {
  return (
    <div className="bc-page bc-pricing">
      <h1>Pricing</h1>
      <p>Every plan is paid in monthly credits; each action that writes or tests for you spends some.</p>
      <input className="bc-visually-hidden" type="radio" name="billing" id="billing-monthly" defaultChecked />
      <input className="bc-visually-hidden" type="radio" name="billing" id="billing-yearly" />
      <div className="bc-segmented" role="group" aria-label="Billing period">
        <label htmlFor="billing-monthly">Monthly</label>
        <label htmlFor="billing-yearly">Yearly</label>
      </div>
      <div className="bc-grid bc-plans">
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} plan={PLANS[id]} Link={Link} choose={choose} />
        ))}
      </div>
      <h2 className="bc-h3">What each action costs</h2>
      <table className="bc-table">
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col" className="bc-number">
              Credits
            </th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(CREDIT_COSTS) as CreditAction[]).map((action) => (
            <tr key={action}>
              <td>{CREDIT_ACTION_LABELS[action]}</td>
              <td className="bc-number">{CREDIT_COSTS[action]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Article({ title, lead, sections }: { title: string; lead: string; sections: [string, string][] }) {
  return (
    <article className="bc-page bc-article">
      <h1>{title}</h1>
      <p>{lead}</p>
      {sections.map(([heading, text]) => (
        <section key={heading}>
          <h2 className="bc-h3">{heading}</h2>
          <p>{text}</p>
        </section>
      ))}
    </article>
  );
}

export function TermsPage() {
  return (
    <Article
      title="Terms of Service"
      lead="These terms govern your use of Brandcast, a service for writing brand messages and marketing copy. By creating an account you agree to them."
      sections={[
        [
          'Your account',
          'You are responsible for keeping your password safe and for everything done with your account. Give us a real email address: it is how you reset your password and how we reach you about your account.',
        ],
        [
          'Your content',
          'The projects, messages and copy you create are yours. We store them to provide the service and show them only to you and to the people you share a project with. A project you make public can be read by anyone with its link until you make it private again.',
        ],
        [
          'Credits and plans',
          'Each plan includes a number of credits a month. Generating and testing spend credits at the prices shown on the pricing page; the price of an action is shown before you take it. Credits on paid plans roll over for up to three months. If a payment fails, your plan stays active for a three-day grace period.',
        ],
        [
          'Generated text',
          "Text written by Brandcast's engine is a draft. Review it before you publish it; you are responsible for what you publish.",
        ],
        [
          'Ending your use',
          'You may stop using Brandcast at any time. We may suspend accounts that abuse the service or break the law.',
        ],
      ]}
    />
  );
}

export function PrivacyPage() {
  return (
    <Article
      title="Privacy Policy"
      lead="This policy says what Brandcast keeps about you, why, and what you can do about it."
      sections={[
        [
          'What we keep',
          'Your name, email address, a hash of your password (never the password itself), your avatar if you upload one, your preferences, and the projects, messages and copy you create. We keep a ledger of the credits you spend.',
        ],
        [
          'Why',
          'To run the service: to sign you in, to show you your work, to write and score messages from your brand details, and to send you the emails you ask for, such as a password reset link.',
        ],
        [
          'Who sees it',
          'You, and the collaborators you invite to a project. If the service is set up to use an external text generation provider, the brand details of the project you generate for are sent to it for that request. We do not sell your data.',
        ],
        [
          'On your device',
          'Your browser stores your sign-in token, your user details, your theme and whether you finished the tour. Signing out removes the token and your details.',
        ],
        [
          'Your choices',
          'You can change your details in Settings at any time, and export a project with its content as JSON.',
        ],
      ]}
    />
  );
}
