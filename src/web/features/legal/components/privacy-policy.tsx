import { Link } from "react-router";
import {
  CONSENT_RETENTION_MONTHS,
  DELETED_BORROWER_LABEL,
  PRIVACY_REQUEST_RETENTION_MONTHS,
} from "@/domain/privacy/privacy-rules";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { LEGAL_EFFECTIVE_DATE, MINIMUM_AGE } from "../lib/legal-facts";
import { LegalDocument, type LegalDocumentSection } from "./legal-document";
import { SupportEmail } from "./support-email";

const P = PRODUCT_NAME;

const sections: LegalDocumentSection[] = [
  {
    id: "scope",
    title: "Who We Are and What This Policy Covers",
    body: (
      <>
        <p>
          {P} is an online marketplace where real-estate investors compare independent private
          lenders and send them loan requests for business-purpose loans. {P} is not a lender or
          broker and makes no lending decisions.
        </p>
        <p>
          This policy explains what personal information {P} ("we", "us") collects when you use our
          website and services (the "Service"), how we use and share it, and the choices you have.
          It does not cover what a lender does with information after you send it a loan request;
          each lender handles that under its own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <h3>Account information</h3>
        <p>
          Your email address, and a password if you choose one. We store passwords only in hashed
          form, never as readable text. If you sign in with a one-time link, we record that the link
          was sent and used.
        </p>
        <h3>Profile information</h3>
        <p>
          What you add to your profile: your name, phone number, credit score, real-estate investing
          experience and whether you are a borrower or a lender. Lenders also give us their company
          name, website and the details of their business and loan products, much of which is shown
          publicly on their profile.
        </p>
        <h3>Loan request information</h3>
        <p>
          When you send or save a loan request: the loan amount and purpose, the property's type,
          state, city, ZIP code and address, your timeline, investment type, credit score,
          experience and any notes you write, and which lenders you sent it to and the statuses you
          record for them.
        </p>
        <h3>Requests sent without an account</h3>
        <p>
          If you send a loan request without signing in, we ask for your email address (and, if you
          choose, your phone number, credit score and experience). We use the email to create an
          account for you, send you a confirmation message and link the request to that account once
          you confirm it through that message, so you can follow the lenders' responses later. If
          the request was not yours, the same message lets you withdraw it.
        </p>
        <h3>Technical information</h3>
        <p>
          Like most websites, our servers receive your IP address, browser type and the pages you
          request. We use it to run and secure the Service, for example to limit repeated sign-in
          attempts, and keep it in server logs for a limited time.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Information",
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>create and secure your account and sign you in;</li>
          <li>
            show you matching lenders and match scores, and remember your profile so you do not have
            to re-enter it;
          </li>
          <li>send your loan requests to the lenders you choose and show you their status;</li>
          <li>
            send you messages about your account and requests, such as confirmations, sign-in links
            and password resets;
          </li>
          <li>review lender sign-ups and publish approved lender profiles;</li>
          <li>answer your questions and support requests;</li>
          <li>
            detect, prevent and investigate fraud, abuse and security incidents, and enforce our{" "}
            <Link to="/terms">Terms of Service</Link>; and
          </li>
          <li>meet our legal obligations.</li>
        </ul>
        <p>We do not use your information to make lending decisions; only lenders do that.</p>
      </>
    ),
  },
  {
    id: "how-we-share-information",
    title: "How We Share Information",
    body: (
      <>
        <p>
          <strong>With the lenders you send a request to.</strong> When you send a loan request, we
          share it with the lender or lenders you chose, together with your contact details and the
          profile information included in the request, so they can respond. We do not share it with
          lenders you did not choose. Once a lender has your request, it may contact you directly
          and uses the information under its own privacy policy.
        </p>
        <p>
          <strong>With service providers.</strong> Companies that host the Service, store our data
          and deliver our email process information for us, only on our instructions and under
          confidentiality obligations.
        </p>
        <p>
          <strong>For legal reasons.</strong> When we believe in good faith that the law, a court
          order or a lawful request from authorities requires it, or to protect the rights, property
          or safety of {P}, our users or others.
        </p>
        <p>
          <strong>In a business transfer.</strong> If {P} is involved in a merger, acquisition or
          sale of assets, information may pass to the new owner, which must keep honouring this
          policy.
        </p>
        <p>
          Lender profiles are public by design. Borrower information is never published.{" "}
          <strong>We do not sell personal information</strong>, and we do not share it for targeted
          advertising.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and Browser Storage",
    body: (
      <>
        <p>
          We use two cookies, both needed to sign you in: a session cookie that keeps you signed in
          and protects your account (scripts in the page cannot read it), and a marker that only
          tells our pages to load your account details and holds nothing that identifies you. Both
          are set when you sign in and removed when you sign out or the session expires. We do not
          use advertising, analytics or third-party tracking cookies.
        </p>
        <p>
          If you start a loan request before signing in, your browser keeps the unfinished request
          in its local storage so it can be completed after you sign in. It is removed once the
          request is sent, and after 24 hours in any case.
        </p>
      </>
    ),
  },
  {
    id: "consent-records",
    title: "Records of What You Agree To",
    body: (
      <>
        <p>
          Each time you agree to something on {P}, we keep a record of it: when you create an
          account (our Terms of Service and this policy), when you send a loan request without an
          account (that the lenders you chose may contact you by email or phone about it), and when
          you turn notification emails off or back on. Each record holds:
        </p>
        <ul>
          <li>which wording you saw, by its version (we keep every version's exact text);</li>
          <li>
            whether you agreed or withdrew, and what it was about (the lenders, or the kind of
            email);
          </li>
          <li>the date and time;</li>
          <li>the internet (IP) address and the browser (user agent) it came from; and</li>
          <li>your email address and account.</li>
        </ul>
        <p>
          These records are part of the file you get with 'Download my data'. We keep them for{" "}
          {CONSENT_RETENTION_MONTHS / 12} years after you agree, as proof of your consent, also
          after you delete your account (then without your email address).
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How Long We Keep Information",
    body: (
      <>
        <p>
          We keep account, profile and loan request information for as long as your account is open,
          so you can see your requests and their history. When you ask us to delete your account, we
          delete or anonymise your personal information, except what we must keep to meet legal
          obligations, resolve disputes, prevent fraud or enforce our agreements, and copies in
          backups, which are overwritten over time.
        </p>
        <p>
          Deleting your account with us does not delete the copies of loan requests that lenders
          already received; ask those lenders directly.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How We Protect Information",
    body: (
      <p>
        We use administrative, technical and physical safeguards suited to the information we hold:
        encrypted connections (HTTPS), hashed passwords, secure session cookies, limits on repeated
        sign-in attempts, and access to personal data only for the people and systems that need it.
        No service is perfectly secure, so please use a strong, unique password and tell us at once
        if you suspect unauthorised access to your account.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your Choices and Rights",
    body: (
      <>
        <p>You can, at any time:</p>
        <ul>
          <li>
            see and correct your profile on your <Link to="/profile">profile page</Link>
            {";"}
          </li>
          <li>archive loan requests on your dashboard;</li>
          <li>
            download a copy of the personal information we hold about you ('Download my data' on
            your profile page), or ask us to correct it; and
          </li>
          <li>
            delete your account ('Delete my account' on your profile page). Loan requests you sent
            stay with their lenders as '{DELETED_BORROWER_LABEL}' with the loan figures only, and a
            short record that a deletion took place is kept for {PRIVACY_REQUEST_RETENTION_MONTHS}{" "}
            months.
          </li>
        </ul>
        <p>
          Depending on the state you live in, you may have further rights under state privacy laws,
          such as the right to know what we collect, to delete it, to correct it, to opt out of
          sales or targeted advertising (we do neither) and not to be treated differently for using
          these rights. To make a request, contact us at the address below. We will verify your
          identity, usually by confirming your account email, and respond within the time the law
          requires. You may use an authorised agent where the law allows.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        The Service is for adults: you must be {MINIMUM_AGE} or older and a US resident to use it.
        We do not knowingly collect personal information from anyone under {MINIMUM_AGE}. If you
        believe a minor has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy as the Service changes. We will post the new version here with a
        new effective date and, for material changes, tell account holders by email or on the
        Service before they take effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <p>
        Questions, requests or concerns about your privacy? Contact us at <SupportEmail />.
      </p>
    ),
  },
];

/** Spec 1 and 2: the Privacy Policy. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy, effective {LEGAL_EFFECTIVE_DATE}, describes how{" "}
          {P} handles the information of borrowers, lenders and visitors. The Service is intended
          only for US residents who are {MINIMUM_AGE} or older and who are seeking or offering
          business-purpose loans.
        </p>
      }
      sections={sections}
    />
  );
}
