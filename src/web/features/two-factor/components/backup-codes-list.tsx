import { Alert, List, Text } from "@mantine/core";

/** Backup codes just handed out: shown once, each usable once in place of a code. */
export function BackupCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Alert color="yellow" variant="light" title="Save your backup codes">
      <Text size="sm" mb="xs">
        Each code signs you in once if you lose your authenticator. They are shown only now: keep
        them somewhere safe, such as a password manager.
      </Text>
      <List
        size="sm"
        ff="monospace"
        spacing={2}
        listStyleType="none"
        aria-label="Backup codes"
        style={{ columns: "2 8rem" }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
