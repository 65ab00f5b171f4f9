/** The header's account menu for a signed-in user: who is signed in, 'Edit my profile' (→ /welcome), 'Two-step sign-in' (→ /account/security) and 'Sign out'. */
import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { signOut } from "../../auth";
import { useAuth } from "../../auth/use-auth";
import { useCurrentUser } from "../../auth/use-current-user";

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "")).toUpperCase() || "?";
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { status, user: tokens } = useAuth();
  const { user } = useCurrentUser(status === "signed-in");
  const [signingOut, setSigningOut] = useState(false);
  if (status !== "signed-in") return null;

  const profile = user?.profile;
  const name =
    [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || profile?.displayName || profile?.email || tokens?.profile.email || "";

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("account.menu", { name: name || t("account.you") })} data-testid="account-menu" className="compass-account-button">
          <Avatar radius="xl" size={36} color="compass" aria-hidden="true">
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/welcome">
          {t("account.editProfile")}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security">
          {t("account.security")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          {t("account.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
