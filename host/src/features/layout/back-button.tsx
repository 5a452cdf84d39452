import { useLocation, useNavigate } from 'app-router';
import { Button } from 'ui';

/** Goes back in the app's history; hidden where there is nowhere to go back to. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (location.key === 'default') return null;
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
