import { useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { abilityAllows, abilityAllowsAny } from "../../../lib/domain/access";
import type { ProductWire } from "../../../lib/domain/store";
import { formatMoney, type Currency } from "../../../lib/domain/store";
import { PRODUCT_STATUS_LABELS, STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { Panel } from "../../components/AdminPage";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { ProductForm } from "./ProductForm";
import { StoreListFilters, StoreListPager } from "./StoreListControls";
import { useStoreList } from "./useStoreList";

const statusLabel = (status: string) => PRODUCT_STATUS_LABELS.find(([value]) => value === status)?.[1] ?? status;

function priceText(product: ProductWire, currency: Currency): string {
  if (product.type === "physical") return formatMoney(product.price, currency);
  return product.price.mode === "fixed"
    ? formatMoney(product.price.amount, currency)
    : `${formatMoney(product.price.minimum, currency)} or more`;
}

function stockText(product: ProductWire): string {
  if (product.type === "digital") return `Download: ${product.formats.length} formats`;
  return product.variants.map((v) => `${v.sku}: ${v.available} left (${v.sold} sold, ${v.held} in checkouts)`).join(" · ");
}

/** PRODUCTS: the products of the caller's artists, searched by title and filtered by status, with NEW DIGITAL ALBUM, NEW PHYSICAL PRODUCT and EDIT. */
export function ProductsPage() {
  const list = useStoreList("listProducts", STORE_SCREEN_TEXTS.productsLoadFailed);
  const settings = useCallableQuery("getStoreSettings", {}, STORE_SCREEN_TEXTS.settingsLoadFailed);
  const currency = settings.data?.settings.currency ?? "GBP";
  const [editing, setEditing] = useState<ProductWire | "digital" | "physical" | null>(null);
  const products = list.data?.products ?? [];
  const abilities = list.data?.abilities;
  const canCreate = abilities ? abilityAllowsAny(abilities, "edit") : false;

  async function remove(product: ProductWire) {
    if (!window.confirm(STORE_SCREEN_TEXTS.confirmDeleteProduct)) return;
    try {
      await call("deleteProduct", { id: product.id });
      toast.success(STORE_SCREEN_TEXTS.productDeleted);
      await list.reload();
    } catch (error) {
      toast.error(errorMessage(error, STORE_SCREEN_TEXTS.productDeleteFailed));
    }
  }

  if (editing) {
    return (
      <ProductForm
        editing={typeof editing === "string" ? null : editing}
        type={typeof editing === "string" ? editing : editing.type}
        currency={currency}
        onDone={async (saved) => {
          setEditing(null);
          if (saved) await list.reload();
        }}
      />
    );
  }

  return (
    <Panel title="PRODUCTS" id="store-products-title">
      {canCreate && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setEditing("digital")}>
            NEW DIGITAL ALBUM
          </Button>
          <Button variant="primary" onClick={() => setEditing("physical")}>
            NEW PHYSICAL PRODUCT
          </Button>
        </div>
      )}
      <StoreListFilters
        id="products"
        list={list}
        searchLabel={STORE_SCREEN_TEXTS.searchProducts}
        statuses={PRODUCT_STATUS_LABELS}
        loading={list.loading}
        empty={products.length === 0}
        emptyTexts={{ none: STORE_SCREEN_TEXTS.noProducts, noMatches: STORE_SCREEN_TEXTS.noProductMatches }}
      />
      {!list.loading && products.length > 0 && (
        <ul aria-label="Products" aria-busy={list.pending} className="mt-4 space-y-3">
          {products.map((product) => (
            <li key={product.id} aria-label={product.title} className="flex flex-wrap gap-4 border border-white/10 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-bold">{product.title || "Untitled"}</p>
                <p className="text-sm text-muted">
                  {product.type === "digital" ? "Digital album" : product.kind.toUpperCase()} · {priceText(product, currency)}
                </p>
                <p className="text-xs text-muted">{stockText(product)}</p>
                <p className="mt-1">
                  <Badge variant={product.status === "on_sale" ? "default" : "secondary"}>{statusLabel(product.status)}</Badge>
                </p>
              </div>
              {abilities && abilityAllows(abilities, "edit", product.artist_id) && (
                <div className="flex flex-wrap items-start gap-2">
                  <Button aria-label={`EDIT ${product.title}`} onClick={() => setEditing(product)}>
                    EDIT
                  </Button>
                  <Button variant="danger" aria-label={`DELETE ${product.title}`} onClick={() => void remove(product)}>
                    DELETE
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <StoreListPager label="Products" page={list.data?.page} list={list} />
    </Panel>
  );
}
