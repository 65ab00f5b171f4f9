/** The account button's face: the signed-in user's photo (their profile's, issue #38), else their initials. */
import { Avatar } from "@mantine/core";

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "")).toUpperCase() || "?";
}

/** The avatar button: the same look and name before and after the menu has loaded. */
export function AccountButtonFace({ name, photoUrl = "" }: { name: string; photoUrl?: string }) {
  return (
    <Avatar radius="xl" size={36} color="compass" aria-hidden="true" src={photoUrl || null} alt="">
      {initialsOf(name)}
    </Avatar>
  );
}

