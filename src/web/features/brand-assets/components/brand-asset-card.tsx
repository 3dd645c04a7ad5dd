import { Button, Card, Center, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import {
  type BrandAsset,
  brandAssetUrl,
  type DownloadFormat,
  downloadFileName,
} from "../lib/brand-assets";
import { fetchBlob, saveBlob } from "../lib/download";
import { pngToJpeg } from "../lib/to-jpeg";

/** Largest preview edge; smaller icons are shown at their real size. */
const PREVIEW_MAX = 128;

/** Light checkerboard behind previews so the transparent corners are visible. */
const CHECKERBOARD =
  "repeating-conic-gradient(var(--mantine-color-gray-1) 0 25%, var(--mantine-color-white) 0 50%) 50% / 16px 16px";

/** Fetches the PNG and saves it as is, or as a JPEG on white. Failures are only logged (spec 2). */
async function downloadAsset(asset: BrandAsset, format: DownloadFormat) {
  const fileName = downloadFileName(asset, format);
  try {
    const png = await fetchBlob(brandAssetUrl(asset));
    saveBlob(format === "png" ? png : await pngToJpeg(png), fileName);
  } catch (error) {
    console.error(`Could not download ${fileName}`, error);
  }
}

interface BrandAssetCardProps {
  asset: BrandAsset;
}

export function BrandAssetCard({ asset }: BrandAssetCardProps) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const dimensions = `${asset.size} × ${asset.size} px`;
  const kind = asset.variant === "maskable" ? "maskable icon" : "logo";
  const preview = Math.min(asset.size, PREVIEW_MAX);

  const download = async (format: DownloadFormat) => {
    setBusy(format);
    await downloadAsset(asset, format);
    setBusy(null);
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Card.Section>
        <Center h={PREVIEW_MAX + 32} style={{ background: CHECKERBOARD }}>
          <img
            src={brandAssetUrl(asset)}
            width={preview}
            height={preview}
            alt={`LenderLane ${kind}, ${dimensions}`}
            loading="lazy"
          />
        </Center>
      </Card.Section>
      <Stack gap="sm" mt="md">
        <div>
          <Text fw={600}>{dimensions}</Text>
          <Text size="sm" c="dimmed">
            {downloadFileName(asset, "png").replace(/\.png$/, "")}
          </Text>
        </div>
        <Group gap="xs" grow>
          {(["png", "jpg"] as const).map((format) => (
            <Button
              key={format}
              variant={format === "png" ? "filled" : "default"}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={busy === format}
              onClick={() => void download(format)}
              aria-label={`Download ${kind} ${dimensions} as ${format.toUpperCase()}`}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
