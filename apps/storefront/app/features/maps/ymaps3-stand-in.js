/*
 * A local stand-in for the Yandex Maps JS API v3 (`ymaps3`), speaking the subset the storefront's map module
 * uses: `ready`, `import('@yandex/ymaps3-clusterer@0.0.1')` → { YMapClusterer, clusterByGrid }, `YMap`
 * (location by centre+zoom or bounds, zoomRange, update, setLocation, destroy), `YMapDefaultSchemeLayer`,
 * `YMapDefaultFeaturesLayer`, `YMapMarker` (coordinates, onClick, DOM element), `YMapListener` (onClick with
 * `{ coordinates, screenCoordinates }`). No tiles: a plain background with a coordinate grid, markers drawn as
 * the DOM elements they are given at their Web Mercator position, and clicks answered with the coordinates
 * under the pointer, so the real module runs in Chromium (e2e) and happy-dom (unit tests) with no network.
 *
 * The map's root carries `data-ymaps3-stand-in`, `data-zoom`, `data-center` and `data-bounds`
 * ([[west, north], [east, south]]), so a test can compute where a coordinate is on the screen.
 *
 * Served by the storefront at /maps/stand-in/v3/ in development, or when VITRINA_MAPS_STAND_IN=1 (the e2e run).
 */
;(() => {
  const TILE = 256
  const DEFAULT_SIZE = { width: 640, height: 400 }

  // Web Mercator: world pixels at a zoom.
  const worldSize = (zoom) => TILE * 2 ** zoom
  const project = ([lon, lat], zoom) => {
    const size = worldSize(zoom)
    const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999)
    return {
      x: ((lon + 180) / 360) * size,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
    }
  }
  const unproject = ({ x, y }, zoom) => {
    const size = worldSize(zoom)
    const lon = (x / size) * 360 - 180
    const n = Math.PI - (2 * Math.PI * y) / size
    const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))
    return [lon, lat]
  }

  class Entity {
    constructor(props) {
      this._props = { ...(this.constructor.defaultProps || {}), ...(props || {}) }
      this.parent = null
      this.root = null
    }
    get props() {
      return this._props
    }
    update(changes) {
      this._props = { ...this._props, ...changes }
      if (this.root) this.root._render()
    }
    _attach(root) {
      this.root = root
    }
    _detach() {
      this.root = null
    }
  }

  class YMapDefaultSchemeLayer extends Entity {}
  class YMapDefaultFeaturesLayer extends Entity {}
  class YMapListener extends Entity {}

  class YMapMarker extends Entity {
    constructor(props, element) {
      super(props)
      this.element = element || document.createElement('div')
      this.wrapper = document.createElement('div')
      this.wrapper.className = 'ymaps3-stand-in-marker'
      this.wrapper.style.position = 'absolute'
      this.wrapper.style.width = '0'
      this.wrapper.style.height = '0'
      this.wrapper.appendChild(this.element)
      this.wrapper.addEventListener('click', (event) => {
        event.stopPropagation()
        if (typeof this.props.onClick === 'function')
          this.props.onClick(event, { coordinates: this.props.coordinates })
      })
    }
    get coordinates() {
      return this.props.coordinates
    }
  }

  class YMapClusterer extends Entity {
    _attach(root) {
      super._attach(root)
      this.children = []
    }
    _detach() {
      for (const child of this.children || []) this.root?._removeMarker(child)
      this.children = []
      super._detach()
    }
    /** Re-clusters for the map's current zoom: one marker a lone feature, one cluster marker a group. */
    _cluster() {
      const root = this.root
      if (!root) return
      for (const child of this.children) root._removeMarker(child)
      const objects = this.props.method.render({ map: root, features: this.props.features })
      if (typeof this.props.onRender === 'function') this.props.onRender(objects)
      this.children = objects.map((object) =>
        object.features.length === 1
          ? this.props.marker(object.features[0])
          : this.props.cluster(object.lnglat, object.features),
      )
      for (const child of this.children) root._placeMarker(child)
    }
  }

  /** Groups features whose world pixels fall into the same grid cell at the map's zoom. */
  const clusterByGrid = ({ gridSize }) => ({
    render({ map, features }) {
      const cells = new Map()
      for (const feature of features) {
        const point = project(feature.geometry.coordinates, map.zoom)
        const key = `${Math.floor(point.x / gridSize)}:${Math.floor(point.y / gridSize)}`
        const cell = cells.get(key) || []
        cell.push(feature)
        cells.set(key, cell)
      }
      return [...cells.entries()].map(([clusterId, group]) => {
        const lon = group.reduce((sum, f) => sum + f.geometry.coordinates[0], 0) / group.length
        const lat = group.reduce((sum, f) => sum + f.geometry.coordinates[1], 0) / group.length
        return { clusterId, lnglat: [lon, lat], world: project([lon, lat], map.zoom), features: group }
      })
    },
  })

  class YMap {
    constructor(element, props) {
      if (!element) throw new Error('ymaps3 stand-in: YMap needs a container element')
      this.container = element
      this._props = { zoomRange: { min: 0, max: 21 }, ...props }
      this._children = []
      this._markers = new Set()
      this.root = document.createElement('div')
      this.root.setAttribute('data-ymaps3-stand-in', '')
      Object.assign(this.root.style, {
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        background:
          'repeating-linear-gradient(0deg, #e8eef2 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, #e8eef2 0 1px, #f6f8f4 1px 48px)',
        cursor: 'crosshair',
      })
      this.layer = document.createElement('div')
      Object.assign(this.layer.style, { position: 'absolute', inset: '0' })
      this.root.appendChild(this.layer)
      element.appendChild(this.root)
      this.root.addEventListener('click', (event) => this._click(event))
      this._setLocation(this._props.location)
    }
    get zoom() {
      return this._zoom
    }
    get center() {
      return this._center
    }
    get size() {
      return {
        width: this.container.clientWidth || DEFAULT_SIZE.width,
        height: this.container.clientHeight || DEFAULT_SIZE.height,
      }
    }
    get bounds() {
      const { width, height } = this.size
      const middle = project(this._center, this._zoom)
      return [
        unproject({ x: middle.x - width / 2, y: middle.y - height / 2 }, this._zoom),
        unproject({ x: middle.x + width / 2, y: middle.y + height / 2 }, this._zoom),
      ]
    }
    get zoomRange() {
      return this._props.zoomRange
    }
    _clampZoom(zoom) {
      const { min, max } = this._props.zoomRange
      return Math.min(max, Math.max(min, zoom))
    }
    _setLocation(location) {
      if (!location) throw new Error('ymaps3 stand-in: a location (center and zoom, or bounds) is required')
      if (location.bounds) {
        const [[west, north], [east, south]] = location.bounds
        const { width, height } = this.size
        const a = project([west, north], 0)
        const b = project([east, south], 0)
        const fit = Math.min(
          Math.log2(width / Math.max(Math.abs(b.x - a.x), 1e-9)),
          Math.log2(height / Math.max(Math.abs(b.y - a.y), 1e-9)),
        )
        this._zoom = this._clampZoom(fit)
        this._center = unproject({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 0)
      } else {
        this._zoom = this._clampZoom(location.zoom ?? 10)
        this._center = location.center
      }
      this._render()
    }
    setLocation(location) {
      this._setLocation(location)
    }
    update(changes) {
      this._props = { ...this._props, ...changes }
      if (changes.location) this._setLocation(changes.location)
      else this._render()
    }
    addChild(child) {
      this._children.push(child)
      child._attach(this)
      if (child instanceof YMapMarker) this._placeMarker(child)
      if (child instanceof YMapClusterer) child._cluster()
      return this
    }
    removeChild(child) {
      this._children = this._children.filter((c) => c !== child)
      if (child instanceof YMapMarker) this._removeMarker(child)
      child._detach()
      return this
    }
    destroy() {
      for (const child of [...this._children]) this.removeChild(child)
      this.root.remove()
    }
    _placeMarker(marker) {
      marker._attach(this)
      this._markers.add(marker)
      this.layer.appendChild(marker.wrapper)
      this._position(marker)
    }
    _removeMarker(marker) {
      this._markers.delete(marker)
      marker.wrapper.remove()
    }
    _position(marker) {
      const { width, height } = this.size
      const middle = project(this._center, this._zoom)
      const point = project(marker.props.coordinates, this._zoom)
      marker.wrapper.style.left = `${point.x - middle.x + width / 2}px`
      marker.wrapper.style.top = `${point.y - middle.y + height / 2}px`
      marker.wrapper.style.zIndex = String(marker.props.zIndex ?? 0)
    }
    _render() {
      if (this._zoom === undefined) return
      this.root.dataset.zoom = String(Math.round(this._zoom * 100) / 100)
      this.root.dataset.center = JSON.stringify(this._center)
      this.root.dataset.bounds = JSON.stringify(this.bounds)
      for (const child of this._children) if (child instanceof YMapClusterer) child._cluster()
      for (const marker of this._markers) this._position(marker)
    }
    _click(event) {
      const rect = this.root.getBoundingClientRect()
      const { width, height } = this.size
      const middle = project(this._center, this._zoom)
      const screen = [event.clientX - rect.left, event.clientY - rect.top]
      const coordinates = unproject(
        { x: middle.x + screen[0] - width / 2, y: middle.y + screen[1] - height / 2 },
        this._zoom,
      )
      for (const child of this._children)
        if (child instanceof YMapListener && typeof child.props.onClick === 'function')
          child.props.onClick(undefined, { coordinates, screenCoordinates: screen })
    }
  }

  const packages = {
    '@yandex/ymaps3-clusterer@0.0.1': { YMapClusterer, clusterByGrid },
  }
  const importPackage = (name) =>
    packages[name]
      ? Promise.resolve(packages[name])
      : Promise.reject(new Error(`ymaps3 stand-in: no package ${name}`))
  importPackage.registerCdn = () => {}
  importPackage.loaders = []

  window.ymaps3 = {
    ready: Promise.resolve(),
    import: importPackage,
    YMap,
    YMapDefaultSchemeLayer,
    YMapDefaultFeaturesLayer,
    YMapMarker,
    YMapListener,
    __standIn: true,
  }
})()
