import { useLocation, useNavigate } from 'app-router';
import { useHydrated } from 'shared-contracts/platform';
import { Button } from 'ui';

/**
 * Goes back in the app's history; hidden where there is nowhere to go back to. The history is the
 * browser's: the button shows once the page has hydrated.
 */
export function BackButton({ onBack }: { onBack?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || location.key === 'default') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      mb="2"
      onClick={() => {
        onBack?.();
        navigate(-1);
      }}
    >
      ‹ Back
    </Button>
  );
}
