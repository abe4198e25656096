import { loyaltyAccounts } from '@chairside/domain';

import { ResourcePage } from '../../resources/ResourcePage';

/** Spec 002 "Loyalty Points": per patient, earned and redeemed entries and the balance the server computes. */
export default function LoyaltyPage() {
  return <ResourcePage def={loyaltyAccounts} />;
}
