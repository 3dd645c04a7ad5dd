import { Link } from "react-router";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import {
  ARBITRATION_SEAT,
  GOVERNING_LAW,
  LEGAL_EFFECTIVE_DATE,
  LIABILITY_FLOOR,
  LIABILITY_LOOKBACK_MONTHS,
  MINIMUM_AGE,
} from "../lib/legal-facts";
import { LegalDocument, type LegalDocumentSection } from "./legal-document";
import { SupportEmail } from "./support-email";

const P = PRODUCT_NAME;

const sections: LegalDocumentSection[] = [
  {
    id: "agreement",
    title: "Agreement to These Terms",
    body: (
      <>
        <p>
          These Terms of Service ("Terms") are an agreement between you and {P} ("{P}", "we", "us").
          They apply whenever you visit the {P} website, create an account, publish a lender profile
          or send a loan request through it (together, the "Service").
        </p>
        <p>
          By using the Service you accept these Terms and our{" "}
          <Link to="/privacy">Privacy Policy</Link>. If you use the Service on behalf of a company
          or other business, you accept these Terms for that business and confirm that you may bind
          it. If you do not agree, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: "marketplace-only",
    title: "A Marketplace, Not a Lender or Broker",
    body: (
      <>
        <p>
          {P} is an online marketplace. It lets real-estate investors compare independent private
          lenders and send those lenders loan requests, and it lets lenders present their loan
          programs.
        </p>
        <p>
          <strong>
            {P} is not a lender, a mortgage broker or a loan originator, and it makes no lending
            decisions.
          </strong>{" "}
          We do not make, fund, arrange, negotiate or service loans; we do not take loan
          applications on behalf of lenders; and we do not decide whether you are approved, what
          rate or terms you are offered, or whether a loan closes. Every lender on the Service is an
          independent business that makes its own decisions under its own policies and licences.
        </p>
        <p>
          We do not recommend or endorse any lender or loan product, and nothing on the Service is
          financial, legal, tax or investment advice. Talk to your own advisers before you borrow.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who May Use the Service",
    body: (
      <>
        <p>To use the Service you must:</p>
        <ul>
          <li>be at least {MINIMUM_AGE} years old and able to enter into a binding contract;</li>
          <li>be a resident of the United States; and</li>
          <li>
            not be barred from using the Service under the laws that apply to you, and not have had
            an account closed by us for breaking these Terms.
          </li>
        </ul>
        <p>
          We may ask you to confirm that you meet these requirements and may close accounts that do
          not.
        </p>
      </>
    ),
  },
  {
    id: "business-purpose",
    title: "Business-Purpose Loans Only",
    body: (
      <>
        <p>
          The Service is only for loans made for a business or investment purpose, such as buying,
          renovating, building, refinancing or holding real estate as an investment. It is not for
          consumer loans: you may not use it to seek a loan primarily for personal, family or
          household purposes, including a loan secured by a home you live in or plan to live in.
        </p>
        <p>
          When you send a loan request you confirm that the loan you are asking about is for a
          business purpose. Lenders may ask you to confirm this again and may decline requests that
          are not.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your Account",
    body: (
      <>
        <p>
          You can create an account with your email address and a password or a one-time sign-in
          link. You agree to give us accurate, current information and to keep it up to date, to
          keep your password and sign-in links to yourself, and to tell us promptly if you think
          someone else has used your account. You are responsible for what happens under your
          account.
        </p>
        <p>
          If you send a loan request without signing in, we create an account for the email address
          you give and send a confirmation message to it, so you can follow the request later.
        </p>
      </>
    ),
  },
  {
    id: "loan-requests",
    title: "Loan Requests",
    body: (
      <>
        <p>
          When you send a loan request you choose the lender or lenders that receive it. We pass the
          request, including the contact details and the loan, property and borrower information you
          entered, to those lenders so they can respond to you. Each lender may contact you directly
          and handles your information under its own privacy policy.
        </p>
        <p>
          A loan request is not a loan application and not a commitment by you or by any lender.
          Lenders may reply, ask for more information or decline, and they are not required to
          respond at all. You are responsible for the accuracy of what you submit and for checking
          any offer, term sheet or loan document you receive. Statuses you record on your dashboard
          are your own notes and do not change anything with the lender.
        </p>
      </>
    ),
  },
  {
    id: "lenders",
    title: "Lenders on the Service",
    body: (
      <>
        <p>
          Lender accounts are reviewed before they are approved, and we may approve, decline,
          suspend or remove a lender profile at our discretion. If you list a lending business on
          the Service, you also agree that:
        </p>
        <ul>
          <li>
            you are authorised to act for that business, and the information on its profile and loan
            products is accurate and kept current;
          </li>
          <li>
            you hold every licence and registration your lending activity requires and comply with
            all laws that apply to it, including fair lending, privacy, marketing and anti-spam
            laws;
          </li>
          <li>
            you use the information in loan requests only to respond to the borrower who sent them
            and evaluate the requested loan, keep it secure, and do not sell it or use it to market
            unrelated products; and
          </li>
          <li>you alone are responsible for your lending decisions, offers and loans.</li>
        </ul>
      </>
    ),
  },
  {
    id: "marketplace-information",
    title: "Information on the Marketplace",
    body: (
      <>
        <p>
          Lender profiles, loan terms, rates, reviews, states served and other listings come from
          lenders themselves, from public sources and from our own research. Some descriptions are
          written with the help of artificial intelligence and are marked as such. Match scores and
          sort orders are automatic estimates based on the filters you choose and the information
          available to us; they are not an offer, a pre-approval or a prediction that a lender will
          lend to you.
        </p>
        <p>
          We try to keep this information accurate, but it can be incomplete or out of date and
          lenders can change their programs at any time. Always confirm terms directly with the
          lender before relying on them.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>submit false, misleading or someone else's information, or impersonate anyone;</li>
          <li>send requests you do not intend to pursue, or harass or spam lenders or users;</li>
          <li>
            copy, scrape or harvest listings or user information by automated means, except as
            allowed by our robots.txt file for search engines;
          </li>
          <li>
            interfere with the Service, probe it for vulnerabilities without our written permission,
            or get around its security or rate limits;
          </li>
          <li>upload malware or content that is unlawful, defamatory or infringing; or</li>
          <li>use the Service for any illegal purpose or in breach of these Terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: "fees",
    title: "Fees",
    body: (
      <p>
        If we charge for any part of the Service, we will show you the price and payment terms
        before you are asked to pay, and those terms will form part of this agreement. Fees owed to
        lenders (such as origination, processing or underwriting fees) are between you and the
        lender; {P} does not collect them.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our Content and Yours",
    body: (
      <>
        <p>
          The Service, including its software, design, text, logos and the {P} name, belongs to
          {` ${P}`} or its licensors and is protected by law. We give you a limited, personal,
          revocable, non-transferable permission to use the Service as these Terms allow. Our logos
          may be used as shown on our <Link to="/brand-assets">Brand Assets</Link> page to refer to{" "}
          {P}, but not in a way that suggests we endorse you.
        </p>
        <p>
          You keep ownership of the information you submit. You allow us to store, copy, display and
          transmit it as needed to run the Service, including sending your loan requests to the
          lenders you choose and, for lenders, showing your profile publicly.
        </p>
      </>
    ),
  },
  {
    id: "third-parties",
    title: "Third-Party Sites and Services",
    body: (
      <p>
        The Service links to websites and review pages that we do not control, including lenders'
        own sites. We are not responsible for their content, practices or availability, and your
        dealings with lenders and other third parties, including any loan, are solely between you
        and them.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <p>
        To the fullest extent the law allows, the Service is provided "as is" and "as available",
        without warranties of any kind, whether express or implied, including warranties of
        merchantability, fitness for a particular purpose, title, non-infringement and accuracy. We
        do not warrant that the Service will be uninterrupted, secure or free of errors, that any
        lender will respond or lend, or that any loan will be available on the terms shown.
      </p>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    body: (
      <>
        <p>
          To the fullest extent the law allows, {P} and its officers, employees and agents will not
          be liable for any indirect, incidental, special, consequential, exemplary or punitive
          damages, or for lost profits, revenue, data, deals or financing opportunities, arising out
          of or related to the Service or any loan or dealing with a lender, even if we were told
          such damages were possible.
        </p>
        <p>
          <strong>
            Our total liability for all claims arising out of or related to the Service or these
            Terms is limited to the greater of (a) the fees you paid to {P} in the{" "}
            {LIABILITY_LOOKBACK_MONTHS} months before the event giving rise to the claim, or (b){" "}
            {LIABILITY_FLOOR}.
          </strong>
        </p>
        <p>
          Some jurisdictions do not allow certain of these limits; where that is the case they apply
          only as far as the law permits.
        </p>
      </>
    ),
  },
  {
    id: "indemnification",
    title: "Indemnification",
    body: (
      <p>
        You agree to defend and indemnify {P} against claims, losses and costs (including reasonable
        attorneys' fees) brought by third parties that arise from your breach of these Terms, your
        misuse of the Service, information you submit or, for lenders, your lending activity.
      </p>
    ),
  },
  {
    id: "disputes",
    title: "Governing Law and Arbitration",
    body: (
      <>
        <p>
          These Terms and any dispute arising out of or related to them or the Service are governed
          by the laws of {GOVERNING_LAW}, without regard to its conflict-of-laws rules, and by the
          Federal Arbitration Act.
        </p>
        <p>
          Before starting a formal proceeding, please contact us so we can try to resolve the issue
          informally. If we cannot resolve it within 30 days,{" "}
          <strong>
            the dispute will be settled by final and binding arbitration before a single arbitrator,
            held in {ARBITRATION_SEAT}
          </strong>
          . The arbitrator may award the same relief a court could award on an individual basis, and
          judgment on the award may be entered in any court with jurisdiction. Either party may
          instead bring an individual claim in small-claims court, or ask a court for an injunction
          to protect intellectual property.
        </p>
        <p>
          Disputes will be handled only on an individual basis: neither you nor we may bring or take
          part in a class, collective or representative action against the other. Any court
          proceeding that is permitted under these Terms will be brought in the state or federal
          courts located in New York County, New York, and both parties consent to their
          jurisdiction.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspension and Termination",
    body: (
      <p>
        You may stop using the Service at any time and may ask us to close your account. We may
        suspend or close an account, remove content or limit access if we reasonably believe these
        Terms have been broken, to protect users or lenders, or if required by law. Sections that by
        their nature should continue, including those on marketplace information, disclaimers,
        limitation of liability, indemnification and disputes, survive termination.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to These Terms",
    body: (
      <p>
        We may update these Terms as the Service changes. We will post the new version here with a
        new effective date and, for material changes, tell account holders by email or on the
        Service before they take effect. Continuing to use the Service after that means you accept
        the updated Terms.
      </p>
    ),
  },
  {
    id: "general",
    title: "General",
    body: (
      <p>
        These Terms and the Privacy Policy are the whole agreement between you and {P} about the
        Service. If any part is found unenforceable, the rest stays in effect. Our not enforcing a
        provision is not a waiver of it. You may not transfer these Terms without our consent; we
        may transfer them as part of a merger, acquisition or sale of assets.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <p>
        Questions about these Terms? Contact us at <SupportEmail />.
      </p>
    ),
  },
];

/** Spec 1 and 2: the Terms of Service. */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Welcome to {P}. These Terms, effective {LEGAL_EFFECTIVE_DATE}, explain the rules for using
          our marketplace for business-purpose real-estate investment loans. Please read them
          carefully: they include an agreement to resolve disputes by individual arbitration and
          limits on our liability.
        </p>
      }
      sections={sections}
    />
  );
}
