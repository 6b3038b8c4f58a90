import { ActionButton } from "../ui/ActionButton.tsx";
import { useRender } from "./context.tsx";

/** Four columns: about, contact, services, get started; then the copyright line. */
export function Footer() {
  const { site } = useRender();
  const { business, footer } = site;
  const { address } = business;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <h2 className="footer-heading">{footer.aboutHeading}</h2>
          <p>{business.description}</p>
        </div>
        <div>
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <p>
            <a href={`tel:${business.phone.e164}`}>{business.phone.display}</a>
          </p>
          <address>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </div>
        <div>
          <h2 className="footer-heading">{footer.servicesHeading}</h2>
          <ul className="footer-links">
            {footer.services.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{footer.getStartedHeading}</h2>
          <div className="footer-actions">
            {footer.estimateLabel && site.estimateForm ? (
              <ActionButton action={{ action: "estimate", label: footer.estimateLabel }} />
            ) : null}
            <ActionButton
              action={{ action: "call", label: footer.callLabel, style: "secondary" }}
              className="button--on-dark"
            />
          </div>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{footer.copyright}</p>
        <p>{site.site.tagline}</p>
      </div>
    </footer>
  );
}
