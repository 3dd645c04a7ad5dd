import { Alert, Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { useConfig } from "@/web/lib/config";
import { BRAND_ASSET_CATEGORIES, BRAND_ASSETS_NOTE } from "../lib/brand-assets";
import { BrandAssetCard } from "./brand-asset-card";

/** Spec 2 'Brand assets': the logo in every published size, as PNG or JPG. */
export function BrandAssetsPage() {
  const supportEmail = useConfig().data?.supportEmail;
  return (
    <Container py={{ base: "xl", sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Brand Assets</Title>
          <Text c="dimmed" maw={680}>
            Download the {PRODUCT_NAME} logo for articles, partner pages and presentations. Please
            keep the mark in its original colours and proportions.
          </Text>
          <Alert
            variant="light"
            icon={<IconInfoCircle aria-hidden="true" />}
            title="File formats"
            maw={680}
          >
            {BRAND_ASSETS_NOTE}
            {supportEmail ? (
              <>
                {" "}
                Write to{" "}
                <Anchor
                  href={`mailto:${supportEmail}?subject=${encodeURIComponent("Vector logo request")}`}
                  inherit
                >
                  {supportEmail}
                </Anchor>{" "}
                to ask for them.
              </>
            ) : null}
          </Alert>
        </Stack>

        {BRAND_ASSET_CATEGORIES.map((category) => (
          <Stack
            key={category.id}
            component="section"
            gap="md"
            aria-labelledby={`brand-${category.id}`}
          >
            <div>
              <Title order={2} id={`brand-${category.id}`} fz="h3">
                {category.title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {category.description}
              </Text>
            </div>
            <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {category.assets.map((asset) => (
                <BrandAssetCard key={`${asset.variant}-${asset.size}`} asset={asset} />
              ))}
            </ResponsiveGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
