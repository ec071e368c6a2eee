export default function Page() {
  return <h1>category</h1>
}
