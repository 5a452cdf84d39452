import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { Heading, Separator, Stack, Text } from 'ui';
import { PreferenceSection } from '../../features/device-preferences/components/preference-section';
import { DeviceList } from '../../features/devices/components/device-list';
import { DEVICES_TEXTS } from '../../features/devices/lib/texts';
import { useSettingsLocation } from '../../shared/hooks/use-settings-location';

/** /locations/:locationId/devices: enrolled devices, Siren Access and Automated Warning. */
export function DevicesPage() {
  const platform = usePlatform();
  const location = useSettingsLocation();
  const watchZones = platform.isFlagOn(FEATURE_FLAGS.VIDEO_MONITORING_ZONES);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {watchZones ? DEVICES_TEXTS.titleWithWatchZones : DEVICES_TEXTS.title}
        </Heading>
        <Text color="fg.muted">{DEVICES_TEXTS.description}</Text>
      </Stack>
      <DeviceList location={location} />
      <Separator />
      <PreferenceSection location={location} preference="sirenEnabled" />
      {platform.isFlagOn(FEATURE_FLAGS.AUTOMATED_WARNING) ? (
        <PreferenceSection location={location} preference="automatedResponsesEnabled" />
      ) : null}
    </Stack>
  );
}
