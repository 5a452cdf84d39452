import { HOST_PATHS } from 'shared-contracts/registry';
import { VisuallyHidden } from 'ui';

/**
 * The /signin honeypot: a link humans never see or reach (visually hidden, aria-hidden, out of the
 * tab order). Only a bot crawling the page follows it; /signin reports the visit and shows the 404.
 */
export function HoneypotLink() {
  return (
    <VisuallyHidden asChild>
      <a href={HOST_PATHS.signin} aria-hidden="true" tabIndex={-1} data-honeypot="">
        Sign in
      </a>
    </VisuallyHidden>
  );
}
