// A sun over two hills: decoration only, shared by the intro (where it moves) and the login screen.
export function CampArt({ moving = false }: { moving?: boolean }) {
  return (
    <div className={`camp-art${moving ? ' camp-art-moving' : ''}`} aria-hidden="true">
      <span className="camp-art-sun" />
      <span className="camp-art-hill camp-art-hill-back" />
      <span className="camp-art-hill camp-art-hill-front" />
    </div>
  );
}
