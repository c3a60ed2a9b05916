// docs/product.md#sign-in-demo: in demo mode every page says so.
export function DemoBanner() {
  return (
    <div className="demo-banner">
      <p role="status">
        <span className="demo-banner-icon" aria-hidden="true">
          ★
        </span>{' '}
        Demo mode
      </p>
    </div>
  );
}
