/**
 * SLOT for the header's account area: the cart link with its item count (only when the cart is
 * non-empty), the login and register buttons when logged out, and the user menu when logged in
 * (spec §2, Header). The login and cart issue fills this component; until then it renders nothing.
 */
export function AccountArea() {
  return null;
}
