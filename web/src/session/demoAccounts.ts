// The design pass (docs/decisions/020-design-pass.md): the demo account chooser has an address of its own (/?demo-accounts), so Back returns to
// the login; once signed in from it, the address becomes plain / again (app/HomeRoute.tsx).
export const demoAccountsParam = 'demo-accounts';
