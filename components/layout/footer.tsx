import { siteConfig } from '@/lib/site-config';
import { SiteLink } from './site-link';

export function Footer() {
  return (
    <footer className="footer" id="footer">
      <div className="footer-groups">
        {siteConfig.footer.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`} className="footer-group">
            <h2 id={`footer-${group.title}`} className="footer-title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer-copyright">Copyright © {new Date().getFullYear()} {siteConfig.copyrightHolder}</p>
    </footer>
  );
}
