import { inventoryItems } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/inventory-item` (spec 001 "Inventory items"): the stock, with its Low stock and Expired quick filters. */
export default function InventoryItemsPage() {
  return <ResourcePage def={inventoryItems} />;
}
